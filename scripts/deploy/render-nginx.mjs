/**
 * Renders deploy/nginx/powerpay.conf.template for an operator's instances (decision 055):
 *   node scripts/deploy/render-nginx.mjs --listen 80 --instance 10.0.0.11:3000 --instance 10.0.0.12:3000
 * and prints the site to drop in /etc/nginx/conf.d/.
 */
import { parseArgs } from 'node:util';
import { renderNginxSite } from '../lib/nginx.mjs';

const { values } = parseArgs({
  options: {
    listen: { type: 'string', default: '80' },
    instance: { type: 'string', multiple: true, default: [] },
  },
});
if (values.instance.length === 0) {
  console.error('Name each instance: --instance host:port (at least one, usually two or three).');
  process.exit(2);
}
process.stdout.write(renderNginxSite({ listen: values.listen, instances: values.instance }));
