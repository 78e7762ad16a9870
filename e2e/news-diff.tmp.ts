import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://localhost:4273';
const path = process.argv[2] ?? '/en/news';
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.on('console', (m) => console.log('console:', m.type(), m.text().slice(0, 300)));
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as any).__server = document.getElementById('tp-app-news')?.innerHTML;
    });
  });
  await page.goto(base + path);
  await page.waitForTimeout(6000);
  const { server, client } = await page.evaluate(() => ({ server: (window as any).__server as string, client: document.getElementById('tp-app-news')!.innerHTML }));
  const fs = await import('node:fs');
  fs.writeFileSync('/tmp/newsdiff/server.html', server.replace(/></g, '>\n<'));
  fs.writeFileSync('/tmp/newsdiff/client.html', client.replace(/></g, '>\n<'));
  await browser.close();
})();
