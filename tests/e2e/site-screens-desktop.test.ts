import { photographEveryScreen } from './siteScreens.js';

photographEveryScreen('desktop');
