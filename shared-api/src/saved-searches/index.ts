// `shared-api/saved-searches`: saved searches and alerts (issue 15 §2) for the pages that show
// them. An entry of its own, not part of `shared-api`: the shell's first load does not carry it.
export * from './saved-search.schema';
