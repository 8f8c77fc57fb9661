import DailyIframe from '@daily-co/daily-js';
import './contract-window';

window.DailyIframe = DailyIframe;
window.contractPageReady = true;
document.getElementById('status')?.replaceChildren('ready');
