import { render, screen } from '@testing-library/react';
import { Badge } from './Badge';

describe('Badge', () => {
  it('live and express badges carry the spec texts by default', () => {
    render(
      <>
        <Badge tone="live" pulse />
        <Badge tone="express" />
      </>,
    );
    expect(screen.getByText('LIVE')).toBeInTheDocument();
    expect(screen.getByText('HAAD EXPRESS')).toBeInTheDocument();
  });

  it('shows its own text when given', () => {
    render(<Badge tone="success">Delivered</Badge>);
    expect(screen.getByText('Delivered')).toBeInTheDocument();
  });
});
