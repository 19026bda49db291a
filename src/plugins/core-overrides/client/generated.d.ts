/** The section list that route-sections-codegen.ts writes (an empty list in the development server). */
declare module '@generated/tessera-route-sections/sections.js' {
  const sections: readonly {
    readonly prefix: string;
    readonly chunkName: string;
    readonly load: () => Promise<import('./route-sections-client').SectionModule>;
  }[];
  export default sections;
}
