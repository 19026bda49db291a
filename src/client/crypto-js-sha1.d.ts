/** crypto-js ships no types; the one module of it the site imports. */
declare module 'crypto-js/sha1' {
  const SHA1: (message: string) => { toString: () => string };
  export default SHA1;
}
