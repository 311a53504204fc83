// The address book: the form and list both mf-checkout and mf-account show. Each remote bundles
// its own copy (it is not shared at run time), so a change here ships with those remotes' releases.
export { AddressForm, type AddressFormProps } from './form/AddressForm';
export { AddressList, type AddressListHandle, type AddressListProps } from './list/AddressList';
export { AddressSummary } from './list/AddressSummary';
export { useAddressBook, type AddressBook, type AddressBookStatus } from './useAddressBook';
export { placeLine } from './places';
