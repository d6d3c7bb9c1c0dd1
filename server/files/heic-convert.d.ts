// heic-convert ships no types: the one call the server makes (docs/decisions/079-document-storage.md).
declare module "heic-convert" {
  type ConvertOptions = { buffer: Uint8Array; format: "JPEG" | "PNG"; quality?: number };
  export default function convert(options: ConvertOptions): Promise<ArrayBuffer>;
}
