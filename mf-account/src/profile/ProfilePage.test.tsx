import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { getBus, resetBusForTests } from 'shared-events';
import { profileChanged } from 'shared-events/definitions';
import { setLanguage } from 'shared-ui';
import { businessError, serve } from '../testing/fakeApi';
import { ProfilePage } from './ProfilePage';

jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), api: jest.requireActual('../testing/fakeApi').pageApi }));

const aProfile = (over: Record<string, unknown> = {}) => ({
  id: 5,
  name: 'Hodan Ali',
  email: 'hodan@example.so',
  phone: '612345678',
  country_code: '+252',
  country: 'Somalia',
  full_phone: '+252612345678',
  addresses: [],
  default_address_id: null,
  last_login: null,
  date_of_birth: '1995-03-14',
  role: 'customer',
  verified: true,
  ...over,
});

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/account/profile']}>
      <ProfilePage />
    </MemoryRouter>,
  );

beforeAll(() => setLanguage('en'));
beforeEach(() => resetBusForTests());

const profileForm = async () => within((await screen.findByRole('heading', { name: 'Profile' })).closest('form')!);
const passwordForm = () => within(screen.getByRole('heading', { name: 'Change password' }).closest('form')!);

describe('profile edit', () => {
  test('a saved name is sent with the dial code and told to the shell (profile:changed) with a toast', async () => {
    const server = serve({ profile: () => ({ profile: aProfile() }), profileUpdate: (p) => ({ profile: aProfile({ name: p.name }), message: 'Profile updated' }) });
    const renamed: string[] = [];
    getBus().on(profileChanged).subscribe(({ name }) => renamed.push(name));
    const toasts: string[] = [];
    getBus().on('toast:show').subscribe((t: { message: string }) => toasts.push(t.message));
    renderPage();
    const form = await profileForm();
    fireEvent.change(form.getByLabelText('Full name'), { target: { value: 'Hodan Abdi' } });
    fireEvent.change(form.getByLabelText('Country'), { target: { value: 'Kenya' } });
    fireEvent.click(form.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(renamed).toEqual(['Hodan Abdi']));
    expect(server.sent('profileUpdate')).toEqual([{ name: 'Hodan Abdi', country: 'Kenya', phone: '+254612345678', date_of_birth: '1995-03-14' }]);
    expect(toasts).toContain('Profile updated');
  });

  // Keyboard only: Save is disabled while the profile is sent, which takes the focus off it; the
  // saved message (a status) takes it, not the page's <body>, and goes once the shopper edits again.
  test('a saved profile says so in the form, a status that takes the focus', async () => {
    serve({ profile: () => ({ profile: aProfile() }), profileUpdate: (p) => ({ profile: aProfile({ name: p.name }), message: 'Profile updated' }) });
    renderPage();
    const form = await profileForm();
    fireEvent.change(form.getByLabelText('Full name'), { target: { value: 'Hodan Abdi' } });
    const save = form.getByRole('button', { name: 'Save profile' });
    save.focus();
    fireEvent.click(save);
    const status = await form.findByRole('status');
    expect(status).toHaveTextContent('Profile updated');
    await waitFor(() => expect(status).toHaveFocus());
    expect(document.activeElement).not.toBe(document.body);
    expect(save).toBeEnabled();

    fireEvent.change(form.getByLabelText('Full name'), { target: { value: 'Hodan Abdi Ali' } });
    expect(form.queryByRole('status')).not.toBeInTheDocument();
  });

  test('field errors are tied to their fields and nothing is sent', async () => {
    const server = serve({ profile: () => ({ profile: aProfile() }) });
    renderPage();
    const form = await profileForm();
    fireEvent.change(form.getByLabelText('Full name'), { target: { value: '' } });
    fireEvent.change(form.getByLabelText('Date of birth'), { target: { value: '2020-01-01' } });
    fireEvent.click(form.getByRole('button', { name: 'Save profile' }));
    expect(form.getByLabelText('Full name')).toHaveAccessibleDescription('Name is required');
    expect(form.getByLabelText('Date of birth')).toHaveAccessibleDescription(/You must be at least 13 years old\.\s*You must be at least 13 years old/);
    expect(form.getByLabelText('Full name')).toHaveFocus();
    expect(server.sent('profileUpdate')).toEqual([]);
  });

  test("the server's refusal is shown as it says it, and the typed values stay", async () => {
    serve({ profile: () => ({ profile: aProfile() }), profileUpdate: () => businessError(409, 'An account with this phone number already exists.', 'conflict') });
    renderPage();
    const form = await profileForm();
    fireEvent.change(form.getByLabelText('Phone number'), { target: { value: '619999999' } });
    fireEvent.click(form.getByRole('button', { name: 'Save profile' }));
    expect(await form.findByRole('alert')).toHaveTextContent('An account with this phone number already exists.');
    expect(form.getByLabelText('Phone number')).toHaveValue('619999999');
  });
});

describe('change password', () => {
  test('Passwords do not match stops the form before the server', async () => {
    const server = serve({ profile: () => ({ profile: aProfile() }) });
    renderPage();
    await profileForm();
    const form = passwordForm();
    fireEvent.change(form.getByLabelText('Current password'), { target: { value: 'old-secret-1' } });
    fireEvent.change(form.getByLabelText('New password'), { target: { value: 'new-secret-2' } });
    fireEvent.change(form.getByLabelText('Confirm new password'), { target: { value: 'new-secret-3' } });
    fireEvent.click(form.getByRole('button', { name: 'Change password' }));
    expect(form.getByLabelText('Confirm new password')).toHaveAccessibleDescription('Passwords do not match');
    expect(server.sent('changePassword')).toEqual([]);
  });

  test('the show toggle reveals one password', async () => {
    serve({ profile: () => ({ profile: aProfile() }) });
    renderPage();
    await profileForm();
    const form = passwordForm();
    expect(form.getByLabelText('Current password')).toHaveAttribute('type', 'password');
    fireEvent.click(form.getByRole('button', { name: 'Show password: Current password' }));
    expect(form.getByLabelText('Current password')).toHaveAttribute('type', 'text');
    expect(form.getByLabelText('New password')).toHaveAttribute('type', 'password');
  });

  test("a wrong current password shows the server's message; a right one empties the form with a toast", async () => {
    let wrong = true;
    const server = serve({
      profile: () => ({ profile: aProfile() }),
      changePassword: () => (wrong ? businessError(400, 'Current password is incorrect', 'bad_request') : { message: 'Password changed' }),
    });
    const toasts: string[] = [];
    getBus().on('toast:show').subscribe((t: { message: string }) => toasts.push(t.message));
    renderPage();
    await profileForm();
    const form = passwordForm();
    const fill = () => {
      fireEvent.change(form.getByLabelText('Current password'), { target: { value: 'old-secret-1' } });
      fireEvent.change(form.getByLabelText('New password'), { target: { value: 'new-secret-2' } });
      fireEvent.change(form.getByLabelText('Confirm new password'), { target: { value: 'new-secret-2' } });
      fireEvent.click(form.getByRole('button', { name: 'Change password' }));
    };
    fill();
    expect(await form.findByRole('alert')).toHaveTextContent('Current password is incorrect');
    fireEvent.click(form.getByRole('button', { name: 'Show password: Current password' }));
    wrong = false;
    fill();
    await waitFor(() => expect(toasts).toContain('Password changed. Other devices have been logged out.'));
    expect(form.getByLabelText('Current password')).toHaveValue('');
    expect(form.getByLabelText('Current password')).toHaveAttribute('type', 'password');
    expect(server.sent('changePassword').at(-1)).toEqual({ current_password: 'old-secret-1', new_password: 'new-secret-2' });
  });
});
