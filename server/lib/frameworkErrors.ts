/**
 * Multipart and body errors of Fastify and its plugins: the status to answer and the message
 * key. Both the public API and the staff API use it, each with its own words for the key.
 */
export type FrameworkErrorKey =
  'uploadTooLarge' | 'uploadTooMany' | 'tooLarge' | 'uploadMissing' | 'invalidJson';

export const FRAMEWORK_ERRORS: Record<string, { key: FrameworkErrorKey; status: number }> = {
  FST_REQ_FILE_TOO_LARGE: { key: 'uploadTooLarge', status: 413 },
  FST_FILES_LIMIT: { key: 'uploadTooMany', status: 413 },
  FST_PARTS_LIMIT: { key: 'tooLarge', status: 413 },
  FST_FIELDS_LIMIT: { key: 'tooLarge', status: 413 },
  FST_ERR_CTP_BODY_TOO_LARGE: { key: 'tooLarge', status: 413 },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { key: 'uploadMissing', status: 400 },
  FST_ERR_CTP_INVALID_JSON_BODY: { key: 'invalidJson', status: 400 },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { key: 'invalidJson', status: 415 },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { key: 'invalidJson', status: 400 },
};
