// mf-account's side of the contract, against the workspace's and the live shell's: it still exposes
// what the shell loads, sends calls the contract knows and uses only shared-router's surface.
import { describeAppContract } from '../../scripts/contract/remoteSuite';

describeAppContract('mf-account');
