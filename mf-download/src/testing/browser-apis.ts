// Test only: what every browser has and jsdom lacks, so components run as they do in a browser.
import { webcrypto } from 'node:crypto';

export function installBrowserApis(): void {
  if (!globalThis.crypto?.subtle) {
    Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
  }
  if (!Blob.prototype.arrayBuffer) {
    Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
      return new Promise<ArrayBuffer>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.onerror = () => reject(reader.error);
        reader.readAsArrayBuffer(this);
      });
    };
  }
}

/** Makes the page see a given browser. */
export function setUserAgent(userAgent: string): () => void {
  const spy = jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  return () => spy.mockRestore();
}
