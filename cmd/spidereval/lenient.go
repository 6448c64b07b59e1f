package main

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/spidereval/spidereval/eval/lenient"
)

// withLenient adds the "lenient" field to a record's JSON object.
func withLenient(record []byte, flips []lenient.Relaxation) ([]byte, error) {
	if len(flips) == 0 {
		return record, nil
	}
	end := bytes.LastIndexByte(record, '}')
	if end < 0 {
		return nil, fmt.Errorf("record is not a JSON object: %.40s", record)
	}
	field, err := json.Marshal(flips)
	if err != nil {
		return nil, fmt.Errorf("encode lenient field: %w", err)
	}
	out := append(bytes.Clone(record[:end]), `,"lenient":`...)
	out = append(out, field...)
	return append(out, record[end:]...), nil
}
