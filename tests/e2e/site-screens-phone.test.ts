import { photographEveryScreen } from './siteScreens.js';

photographEveryScreen('phone');
