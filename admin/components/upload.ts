import { currentLocale } from '../i18n/index.js';
import { API } from '../http.js';

export interface StoredUpload {
  id: number;
  path: string;
  url: string;
  name: string;
  size: number;
  mime: string;
}

/**
 * POSTs one file as multipart field `file`. XMLHttpRequest rather than fetch, because only it
 * reports upload progress. Rejects with the server's `message`.
 */
export function uploadFile<T extends { path: string } = StoredUpload>(
  file: File,
  onProgress: (percent: number) => void,
  /** Where to: a new upload, or (the media library's "Replace file") `/media/<id>/file`. */
  to = '/uploads',
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API}${to}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept-Language', currentLocale() === 'zh' ? 'zh-CN' : 'en');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = xhr.response as (Partial<T> & { message?: string; msg?: string }) | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.path) resolve(body as T);
      else reject(new Error(body?.message ?? body?.msg ?? `${xhr.status} ${xhr.statusText}`));
    };
    xhr.onerror = () => reject(new Error('network error'));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
