declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.svg?inline' {
  /** a data: URL (build/webpackConfig.cjs) */
  const url: string;
  export default url;
}
