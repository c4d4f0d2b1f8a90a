// The commune table is generated (packages/api/scripts/build-communes.mjs) and not committed; this keeps
// the types checkable before the first `npm run data -w @fuse/api`. Its shape is CommuneDataset.
declare module "*/.generated/communes.js" {
  const data: unknown;
  export default data;
}
