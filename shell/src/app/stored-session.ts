/**
 * Whether Firebase may hold a signed-in user in this browser, answered without loading Firebase.
 *
 * Firebase Auth (initializeAuth with indexedDBLocalPersistence, firebase-session.ts) keeps the user
 * in the IndexedDB database `firebaseLocalStorageDb`, object store `firebaseLocalStorage`, under the
 * key `firebase:authUser:<apiKey>:<app name>`. A visitor with no such entry is signed out, and the
 * Firebase chunk (the largest of the first load after React DOM) can wait until they sign in.
 *
 * Only a certain "nobody" answers false: no database, no store, or no user key in it. Anything
 * unexpected (no `indexedDB.databases()`, a blocked or failing IndexedDB, another layout) answers
 * true, and the site loads Firebase at start-up as before: never a wrong signed-out state.
 */
export const FIREBASE_DB = 'firebaseLocalStorageDb';
const FIREBASE_STORE = 'firebaseLocalStorage';
const USER_KEY_PREFIX = 'firebase:authUser:';

const settle = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

/** Opens the existing database; refuses (instead of creating one) if it has gone meanwhile. */
function openExisting(name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name);
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error(`cannot open ${name}`));
  });
}

export async function mayHaveStoredUser(idb: IDBFactory | undefined = globalThis.indexedDB) {
  if (!idb || typeof idb.databases !== 'function') return true;
  try {
    const databases = await idb.databases();
    if (!databases.some((db) => db.name === FIREBASE_DB)) return false;
    const db = await openExisting(FIREBASE_DB);
    try {
      if (!db.objectStoreNames.contains(FIREBASE_STORE)) return false;
      const store = db.transaction(FIREBASE_STORE, 'readonly').objectStore(FIREBASE_STORE);
      const users = IDBKeyRange.bound(USER_KEY_PREFIX, `${USER_KEY_PREFIX}\uffff`);
      return (await settle(store.count(users))) > 0;
    } finally {
      db.close();
    }
  } catch {
    return true;
  }
}
