// Build-time constants that webpack's DefinePlugin writes into every bundle.
declare const __REMOTE_NAME__: string;
declare const __REMOTE_VERSION__: string;

declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
