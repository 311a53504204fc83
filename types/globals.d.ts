// Build-time constants that webpack's DefinePlugin writes into every bundle.
declare const __REMOTE_NAME__: string;
declare const __REMOTE_VERSION__: string;
/** What this app offers the remotes it mounts (shared-federation/compatibility, describeOffer). */
declare const __FEDERATION_OFFER__: import('shared-federation/compatibility').ShellOffer;

declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
