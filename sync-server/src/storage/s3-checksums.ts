// What every S3 client of ours sends: no AWS SDK import here, so that the server starts without
// loading the SDK when S3_BUCKET is unset.

/**
 * Checksums only where an operation requires one. The SDK's default (WHEN_SUPPORTED) frames a
 * streamed body as aws-chunked with a trailing CRC; S3-compatible services that do not know the
 * framing store it as data (100,000 bytes streamed to s3rver came back as 100,052; issue 31 saw a
 * tus part grow the same way). Set in code for every client we make, rather than by
 * AWS_REQUEST_CHECKSUM_CALCULATION in the environment.
 */
export const S3_CHECKSUMS_WHEN_REQUIRED = {
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
} as const;
