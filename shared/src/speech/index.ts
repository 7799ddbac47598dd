export * from './pickVoice';
export * from './readAloudSetting';
export * from './speaker';
