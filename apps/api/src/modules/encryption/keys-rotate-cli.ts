import { loadConfig } from '../../config';
import { openConfiguredDatabase } from '../../bootstrap';
import { runMigrations } from '../../db/migrate';
import { loadKeyRing } from '../../adapters/crypto/key-ring';
import { finishKeyFileRotation, startKeyFileRotation } from '../../adapters/crypto/key-file-rotation';
import { MasterKeyError } from '../../adapters/crypto/master-keys';
import { rotateKeys } from './key-rotation.service';

/**
 * `npm run keys:rotate`: re-wraps every file's data key and re-encrypts every encrypted field under
 * the current master key. With ENCRYPTION_KEY, the current key is that variable and the old one
 * ENCRYPTION_KEY_PREVIOUS (or the key file it replaces); with neither set, a new key file is made
 * and the old one kept until the rotation is done. Run it again after a failure: it resumes.
 * Stop the API first (the embedded database is locked anyway).
 */
const config = loadConfig();
const rotatesKeyFile = !config.ENCRYPTION_KEY && !config.ENCRYPTION_KEY_PREVIOUS;
const { database, unlock } = await openConfiguredDatabase(config);
let failed = false;
try {
  await runMigrations(database);
  if (rotatesKeyFile) startKeyFileRotation(config.dataDir);
  const ring = loadKeyRing(config);
  const report = await rotateKeys(database.db, ring);
  console.log(
    `Master key ${ring.current.id}: ${report.files} file keys re-wrapped, ${report.fields} fields re-encrypted.`,
  );
  if (report.missingKeyIds.length) {
    failed = true;
    console.error(
      `Some rows are encrypted with keys not configured here (${report.missingKeyIds.join(', ')}): ` +
        'set ENCRYPTION_KEY_PREVIOUS to that key and run keys:rotate again.',
    );
  } else if (rotatesKeyFile) {
    const retired = finishKeyFileRotation(config.dataDir);
    if (retired)
      console.log(`The old key is kept in ${retired}: back it up with the backups made before today.`);
  }
} catch (error) {
  if (!(error instanceof MasterKeyError)) throw error;
  failed = true;
  console.error(error.message);
} finally {
  await database.checkpoint();
  await database.close();
  unlock();
}
process.exitCode = failed ? 1 : 0;
