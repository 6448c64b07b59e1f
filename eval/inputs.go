package eval

import (
	"path/filepath"
	"sync"

	"github.com/spidereval/spidereval/eval/bird"
	"github.com/spidereval/spidereval/eval/dataset"
	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/eval/schema"
)

// Source provides database schemas by id.
type Source interface {
	Schema(db string) (*schema.Schema, error)
}

// DirSource reads DIR/<db>/<db>.sqlite files.
type DirSource struct {
	Dir   string
	cache sync.Map
}

type schemaResult struct {
	s   *schema.Schema
	err error
}

// Schema reads and caches the schema of one database.
func (d *DirSource) Schema(db string) (*schema.Schema, error) {
	if v, ok := d.cache.Load(db); ok {
		r := v.(schemaResult)
		return r.s, r.err
	}
	s, err := exec.ReadSchemaFile(db, filepath.Join(d.Dir, db, db+".sqlite"))
	if e, ok := exec.AsExecError(err); !ok || e.Kind != exec.ErrMemory {
		// Want of memory is not the database's: read it again next time.
		d.cache.Store(db, schemaResult{s, err})
	}
	return s, err
}

// Inputs are the files and databases of one evaluation.
type Inputs struct {
	Gold, Pred dataset.File
	Tables     schema.Tables
	DBs        Source          // schemas for parsing
	Exec       exec.Catalog    // databases for execution; nil leaves exec unscored
	GoldCache  *exec.GoldCache // gold results shared across evaluations of the same databases; may be nil
	// PredCache keeps predictions' results across evaluations of the same
	// databases (exec.Options.PredCache); nil keeps none.
	PredCache *exec.GoldCache
	// BirdGoldCache shares BIRD gold results across evaluations of the same
	// databases (--compat bird); may be nil.
	BirdGoldCache *bird.GoldCache
	// Difficulty is BIRD's dev.json or dev.jsonl when the gold is SQL lines
	// (the scripts' --diff_json_path); optional.
	Difficulty dataset.File
	// Warnings are problems the caller found while gathering the inputs
	// (a missing folder, an unreadable file); they lead the run's problems.
	Warnings []dataset.Warning
	// Pair, when set, pairs Gold and Pred in the given reading mode for a
	// caller that keeps the result (the page pairs a run's files for its
	// progress too, and a large JSON gold takes it a good part of a
	// second); nil calls dataset.Pair. Evaluate does not modify it.
	Pair func(mode dataset.Mode) (*dataset.Paired, error)
}
