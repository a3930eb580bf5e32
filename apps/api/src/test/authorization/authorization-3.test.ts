import { tableShard } from './all-rows';
import { runAuthorizationTable } from './table';

// Shard 3 of the role × operation table (authorization.test.ts runs shard 0 and checks the whole).
runAuthorizationTable(tableShard(3));
