import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:3203';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const ctx0 = await browser.newContext();
const reg = await ctx0.request.post(base + '/api/v1/auth/register', { data: { email: `shot-${Date.now()}@example.com`, first_name: 'Ada', last_name: 'Obi', phone: '08031234567', password: 'Sunlight!2024' } });
const session = (await reg.json()).data;
const home = await ctx0.request.post(base + '/api/v1/auditForm/home', { headers: { authorization: `Bearer ${session.token}` }, data: { name: 'Chinedu Eze', phone: '8091234567', email: 'chinedu@example.com', address: '4 Admiralty Way, Lekki, Lagos', rooms: '3', ac: '2', appliances: 'true', gps: '6.4474, 3.4723', land: '40', gridHours: '12', gridCost: '40000', gen: 'pms', genSize: '3.5', fuel: '60000' } });
const id = (await home.json()).data.id;
for (const [name, viewport, scale] of [['desktop', { width: 1280, height: 800 }, 1], ['mobile', { width: 360, height: 780 }, 2]]) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: scale, isMobile: name === 'mobile' });
  const page = await context.newPage();
  await page.goto(base + '/api/v1/health');
  await page.evaluate((value) => localStorage.setItem('powerpay.session', value), encodeURIComponent(JSON.stringify(session)));
  await page.goto(base + `/energy-audit/${id}/report`);
  await page.getByTestId('recommended-system').waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/report-${name}.png`, fullPage: true });
  for (const section of (process.env.SECTIONS ?? '').split(',').filter(Boolean)) await page.locator(section === 'top' ? 'main' : `#${section}`).first().screenshot({ path: `/tmp/report-${name}-${section}.png` });
  if (name === 'mobile') await page.screenshot({ path: `/tmp/report-${name}-top.png` });
  await context.close();
}
await browser.close();
console.log('done', id);
