import { startDevHarness } from '@app/shared/dev';
import registration from '../register';
import { DEV_HOME, DEV_PAGES } from './devPages';

// This remote's `./register` parcel with the dev toolbar's fake Platform (shared/src/dev/).
void startDevHarness({ registration, home: DEV_HOME, pages: DEV_PAGES });
