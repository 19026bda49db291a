/**
 * Reads what a reader sees: the mean luminance (0–255) of a column of pixels of an element's
 * screenshot, decoded by the browser itself (no image library needed for one column).
 */
import type { Locator, Page } from '@playwright/test';

export async function columnLuminance(page: Page, element: Locator, fromRight: number): Promise<number> {
  const png = await element.screenshot({ animations: 'disabled' });
  return page.evaluate(
    async ({ data, fromRight }) => {
      const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2D canvas');
      context.drawImage(bitmap, 0, 0);
      const x = fromRight >= 0 ? bitmap.width - 1 - fromRight : -fromRight - 1;
      const pixels = context.getImageData(x, 0, 1, bitmap.height).data;
      let sum = 0;
      for (let i = 0; i < pixels.length; i += 4)
        sum += 0.2126 * pixels[i] + 0.7152 * pixels[i + 1] + 0.0722 * pixels[i + 2];
      return sum / (pixels.length / 4);
    },
    { data: png.toString('base64'), fromRight },
  );
}
