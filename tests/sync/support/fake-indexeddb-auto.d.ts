// `fake-indexeddb/auto` installs the in-memory IndexedDB globals (Dexie's liveQuery needs a
// global indexedDB even when each database is given its own factory). Its package exports no
// types for this subpath under "moduleResolution": "bundler".
declare module 'fake-indexeddb/auto';
