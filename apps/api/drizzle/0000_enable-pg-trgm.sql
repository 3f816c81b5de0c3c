-- Fuzzy name search (similarity, % operator, gin_trgm_ops) for partners and specialists.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
