/** webpack emits imported font files as hashed assets under the site's path; the import is their URL. */
declare module "*.woff2" {
  const url: string
  export default url
}
