/** A font file imported by a module: the bundler gives its served address (app/fonts/tamil.ts). */
declare module "*.woff2" {
  const url: string;
  export default url;
}
