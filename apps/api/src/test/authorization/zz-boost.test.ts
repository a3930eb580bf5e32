import { BOOST_ROWS } from '../../modules/boosts/boosts.rows';
import { runAuthorizationTable } from './table';
runAuthorizationTable(BOOST_ROWS);
