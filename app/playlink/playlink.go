// Package playlink packs a Playground pair, and every setting that moves
// its verdict, into the text of a URL fragment: the fields, compressed
// with DEFLATE and written in unpadded base64url, so that a pair of long
// queries still makes a link short enough to paste anywhere.
package playlink

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"strings"
)

// Pair is what a Playground link carries.
type Pair struct {
	DB        string // the database the pair runs on
	Gold      string // the gold query
	Pred      string // the predicted query
	Question  string // the optional question text (joins Spider-SS annotations)
	Reference string // the reference whose grammar and checks judge it (testsuite, spider, sparc, bird); "" for the page's
}

// version is the first field of every packed pair; a later layout takes
// the next number and Decode keeps reading this one.
const version = "1"

// maxPacked bounds what Decode inflates, so that a crafted link cannot
// make the page allocate without limit (1 MiB: far above any pair typed).
const maxPacked = 1 << 20

// Encode packs p for a URL fragment: base64url of the DEFLATE of its
// fields, NUL-separated after the version.
func Encode(p Pair) string {
	fields := strings.Join([]string{version, p.DB, p.Gold, p.Pred, p.Question, p.Reference}, "\x00")
	var b bytes.Buffer
	w, _ := flate.NewWriter(&b, flate.BestCompression) // the level is valid: no error
	io.WriteString(w, fields)
	w.Close()
	return base64.RawURLEncoding.EncodeToString(b.Bytes())
}

// Decode unpacks a text Encode made; it names what is wrong with any
// other text.
func Decode(s string) (Pair, error) {
	raw, err := base64.RawURLEncoding.DecodeString(strings.TrimRight(s, "="))
	if err != nil {
		return Pair{}, fmt.Errorf("the link's pair is not base64url: %w", err)
	}
	r := flate.NewReader(bytes.NewReader(raw))
	defer r.Close()
	data, err := io.ReadAll(io.LimitReader(r, maxPacked+1))
	if err != nil {
		return Pair{}, fmt.Errorf("the link's pair does not inflate (cut short when copied?): %w", err)
	}
	if len(data) > maxPacked {
		return Pair{}, fmt.Errorf("the link's pair inflates to over %d bytes", maxPacked)
	}
	f := strings.Split(string(data), "\x00")
	switch {
	case f[0] != version:
		return Pair{}, fmt.Errorf("the link's pair is of layout %q, which this page does not know (it reads %s)", f[0], version)
	case len(f) != 6:
		return Pair{}, errors.New("the link's pair has " + fmt.Sprint(len(f)-1) + " fields, not 5")
	}
	return Pair{DB: f[1], Gold: f[2], Pred: f[3], Question: f[4], Reference: f[5]}, nil
}
