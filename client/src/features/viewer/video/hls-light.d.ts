// hls.js's light build (no alternate audio, subtitles or EME: this player renders captions itself) ships no types
// of its own; its API is the full build's.
declare module "hls.js/light" {
  import Hls from "hls.js";
  export default Hls;
}
