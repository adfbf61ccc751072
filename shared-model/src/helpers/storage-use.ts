// Settings' "Storage" line (issue 29): "X MB of 2 GB used". Megabytes (binary, as the quota's
// setting) below a gigabyte, gigabytes with one decimal from there; whole numbers stay whole.

const MB = 1024 * 1024;
const GB = 1024 * MB;

function amount(bytes: number): string {
  if (bytes >= GB) return `${trim((bytes / GB).toFixed(1))} GB`;
  const mb = bytes / MB;
  if (mb === 0) return '0 MB';
  if (mb < 10) return `${trim(Math.max(0.1, Number(mb.toFixed(1))).toFixed(1))} MB`;
  return `${Math.round(mb)} MB`;
}

const trim = (n: string) => n.replace(/\.0$/, '');

export function formatStorageUse(usedBytes: number, quotaBytes: number): string {
  return `${amount(usedBytes)} of ${amount(quotaBytes)} used`;
}

/** A file's size as a message shows it: "12 KB" below a megabyte, else as above ("3.4 MB"). */
export function fileSizeText(bytes: number): string {
  if (bytes >= MB) return amount(bytes);
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
