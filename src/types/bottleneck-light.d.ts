// bottleneck/light.js (the build without Redis clustering, the one @octokit/plugin-throttling
// loads) is the package's main module minus clustering: the same types.
declare module "bottleneck/light.js" {
  import Bottleneck from "bottleneck";
  export default Bottleneck;
}
