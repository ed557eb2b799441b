// Writes the HLS master playlist (RFC 8216 section 4.3.4). The npm ffmpeg build crashes writing one with
// -var_stream_map (docs/decisions/018), so each rendition is encoded on its own and the master is written here.

export interface Variant {
  /** Relative to the master playlist, e.g. "240/index.m3u8". */
  uri: string;
  /** Peak bits per second of the rendition's segments (EXT-X-STREAM-INF BANDWIDTH is the peak). */
  bandwidth: number;
  averageBandwidth?: number;
  codecs: string;
  /** Absent for audio only. */
  resolution?: { width: number; height: number };
}

/** Highest video first (the order native players try), audio only last; hls.js sorts the levels itself. */
export function writeMasterPlaylist(variants: Variant[]): string {
  const ordered = [...variants].sort((a, b) => (b.resolution?.height ?? -1) - (a.resolution?.height ?? -1));
  const lines = ["#EXTM3U", "#EXT-X-VERSION:3", "#EXT-X-INDEPENDENT-SEGMENTS"];
  for (const variant of ordered) {
    if (!/^[\w./-]+$/.test(variant.uri)) throw new Error(`Unsafe variant uri: ${variant.uri}`);
    const attributes = [`BANDWIDTH=${Math.round(variant.bandwidth)}`];
    if (variant.averageBandwidth) attributes.push(`AVERAGE-BANDWIDTH=${Math.round(variant.averageBandwidth)}`);
    attributes.push(`CODECS="${variant.codecs}"`);
    if (variant.resolution) attributes.push(`RESOLUTION=${variant.resolution.width}x${variant.resolution.height}`);
    lines.push(`#EXT-X-STREAM-INF:${attributes.join(",")}`, variant.uri);
  }
  return `${lines.join("\n")}\n`;
}

/**
 * The peak and average bit rates of a media playlist's segments, from their sizes and EXTINF durations: what
 * BANDWIDTH must be an upper bound of (RFC 8216 4.3.4.2). A last segment under a second is left out of the peak:
 * its container overhead (PAT/PMT, a partial GOP) over a fraction of a second would claim several times the real
 * rate and make players pick a lower rendition than the link allows.
 */
export function measureBandwidth(
  mediaPlaylist: string,
  segmentSize: (uri: string) => number,
): { peak: number; average: number } {
  let duration = 0;
  let peak = 0;
  let bytes = 0;
  let pending: number | null = null;
  for (const line of mediaPlaylist.split(/\r?\n/)) {
    const extinf = /^#EXTINF:([\d.]+)/.exec(line);
    if (extinf) pending = Number(extinf[1]);
    else if (pending !== null && line && !line.startsWith("#")) {
      const size = segmentSize(line.trim());
      if (pending >= 1 || (peak === 0 && pending > 0)) peak = Math.max(peak, (size * 8) / pending);
      duration += pending;
      bytes += size;
      pending = null;
    }
  }
  return { peak: Math.ceil(peak), average: duration > 0 ? Math.ceil((bytes * 8) / duration) : 0 };
}

/** The segment file names a media playlist lists. */
export const segmentsOf = (mediaPlaylist: string) =>
  mediaPlaylist
    .split(/\r?\n/)
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => line.trim());
