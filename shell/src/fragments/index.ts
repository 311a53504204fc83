export { RemoteFragment, type RemoteFragmentProps } from './RemoteFragment';
