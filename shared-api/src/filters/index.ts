// One definition of the listings filters for the list, the map, saved searches and
// the server's saved-search alerts: the same query string means the same listings.
export * from './filters';
export * from './filter-params';
export * from './stay';
