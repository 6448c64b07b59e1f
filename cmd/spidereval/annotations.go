package main

import (
	"fmt"
	"io"
	"os"

	"github.com/spidereval/spidereval/eval/report"
	"github.com/spidereval/spidereval/eval/schema"
	"github.com/spidereval/spidereval/eval/spiderss"
)

// joinAnnotations reads a Spider-SS file and joins it to the scored
// records, giving each annotated record its number of sub-sentences
// (--by subsentences); it says on stderr how many questions matched.
func joinAnnotations(path string, recs []report.Record, tables schema.Tables, stderr io.Writer) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return fmt.Errorf("annotations: %w", err)
	}
	anns, err := spiderss.Parse(path, data)
	if err != nil {
		return fmt.Errorf("annotations: %w", err)
	}
	j := spiderss.JoinRecords(anns, recs, tables)
	fmt.Fprintln(stderr, j.Summary(len(recs)))
	for _, f := range j.Failed {
		fmt.Fprintf(stderr, "spider-ss: %s: %s\n", path, f)
	}
	return nil
}
