// A ZIP file's central directory, read by hand: the resume area tells a DOCX by its entry names, and the resume
// import checks the sizes its entries say they inflate to before any of them is inflated.
export const ZIP_LOCAL = 0x04034b50;
const ZIP_CENTRAL = 0x02014b50;
const ZIP_END = 0x06054b50;

/** An entry as the directory lists it: its name, method (0 stored, 8 deflated), bytes stored and inflated, local header. */
export type ZipEntry = { name: string; method: number; storedBytes: number; bytes: number; localOffset: number };

/**
 * The entries of the central directory found in `window`, the bytes of a ZIP file from offset `base` to its end
 * (the whole file when base is 0; its last bytes when a stream is judged): [] when the directory is not all in it.
 */
export function zipEntries(window: Buffer, base = 0): ZipEntry[] {
  if (window.length < 22) return [];
  // the end record is in the last 22 + 65535 (comment) bytes
  let end = -1;
  for (let i = window.length - 22; i >= Math.max(0, window.length - 22 - 65535); i--) {
    if (window.readUInt32LE(i) === ZIP_END) {
      end = i;
      break;
    }
  }
  if (end < 0) return [];
  const count = window.readUInt16LE(end + 10);
  let at = window.readUInt32LE(end + 16) - base;
  if (at < 0) return [];
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > window.length || window.readUInt32LE(at) !== ZIP_CENTRAL) return [];
    const nameLength = window.readUInt16LE(at + 28);
    const extraLength = window.readUInt16LE(at + 30);
    const commentLength = window.readUInt16LE(at + 32);
    if (at + 46 + nameLength > window.length) return [];
    entries.push({
      name: window.subarray(at + 46, at + 46 + nameLength).toString('utf8'),
      method: window.readUInt16LE(at + 10),
      storedBytes: window.readUInt32LE(at + 20),
      bytes: window.readUInt32LE(at + 24),
      localOffset: window.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
