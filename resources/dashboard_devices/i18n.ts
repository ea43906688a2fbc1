/** The words of devices: its name and its columns' headers (also the CSV's). */
import { analyticsLabels } from '../analytics/i18n.ts';
import { dashboardDevices } from './schema.ts';

export const dashboardDevicesLabels = analyticsLabels({ en: "Devices", 'zh-TW': '裝置', 'zh-CN': '设备' }, dashboardDevices.columns.map((c) => c.name));
