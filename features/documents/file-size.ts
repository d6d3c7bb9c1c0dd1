/**
 * A file's size as people read it, in the binary units the quota is set in (20 MB a file, 500 MB a home):
 * "820 bytes", "178 KB", "4.5 MB", "500 MB", "1.2 GB".
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? "byte" : "bytes"}`;
  const units = ["KB", "MB", "GB"] as const;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // Kilobytes whole; larger units with one decimal below 10 and whole above, as "4.5 MB" and "498 MB".
  const shown = unit === 0 || value >= 10 ? Math.round(value).toString() : (Math.round(value * 10) / 10).toString();
  return `${shown} ${units[unit]}`;
}
