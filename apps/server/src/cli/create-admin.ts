// Filled in by the accounts work: creates the first administrator from flags or prompts.
console.error('create-admin is not available yet');
process.exit(1);
