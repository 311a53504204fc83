// Entry of mf-runtime-core.js (tooling/webpack.cjs, standaloneRuntime): empty on purpose. The
// federation build around it starts a federation runtime whose provider plugin hands its
// runtime-core to the remote's entries on the standalone page.
export {};
