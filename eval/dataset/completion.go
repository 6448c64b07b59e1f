package dataset

import (
	"fmt"
	"regexp"
	"strings"
)

// Completion modes: how the SQL is taken out of a model's completion for a
// reward (Extractor). None is the reference's: the text as given.
const (
	ExtractSolutionTag   = "solution_tag"    // the one <solution>…</solution> (SkyRL-SQL's format)
	ExtractAnswerTag     = "answer_tag"      // the last <answer>…</answer>
	ExtractSQLTag        = "sql_tag"         // the last <sql>…</sql>
	ExtractLastCodeblock = "last_codeblock"  // the last fenced code block
	ExtractFirstCodeblk  = "first_codeblock" // the first fenced code block
	ExtractRaw           = "raw"             // the whole text
	regexPrefix          = "regex:"          // regex:PATTERN, its first group (or whole match) of the first match
)

// ExtractModes lists the named modes (a regular expression is given as
// "regex:PATTERN").
var ExtractModes = []string{ExtractSolutionTag, ExtractAnswerTag, ExtractSQLTag, ExtractLastCodeblock, ExtractFirstCodeblk, ExtractRaw}

// Extractor takes the SQL out of a completion under one mode.
type Extractor struct {
	mode string
	re   *regexp.Regexp
}

// NewExtractor parses a mode: one of ExtractModes or "regex:PATTERN".
func NewExtractor(mode string) (*Extractor, error) {
	if pat, ok := strings.CutPrefix(mode, regexPrefix); ok {
		re, err := regexp.Compile(pat)
		if err != nil {
			return nil, fmt.Errorf("extract %q: %w", mode, err)
		}
		return &Extractor{mode: mode, re: re}, nil
	}
	for _, m := range ExtractModes {
		if m == mode {
			return &Extractor{mode: mode}, nil
		}
	}
	return nil, fmt.Errorf("extract %q: want one of %s or regex:PATTERN", mode, strings.Join(ExtractModes, ", "))
}

// Mode is the extractor's mode as given.
func (e *Extractor) Mode() string { return e.mode }

// tag patterns: <name>…</name>, any case, across lines.
var (
	solutionTag = regexp.MustCompile(`(?is)<solution>(.*?)</solution>`)
	answerTag   = regexp.MustCompile(`(?is)<answer>(.*?)</answer>`)
	sqlTag      = regexp.MustCompile(`(?is)<sql>(.*?)</sql>`)
	// wholeFence is a text that is one fenced block, spaces aside.
	wholeFence = regexp.MustCompile("(?s)^\\s*```[A-Za-z0-9_-]*[ \t]*\n?(.*?)```\\s*$")
)

// Extract returns the SQL under the mode, its surrounding spaces trimmed,
// and whether the completion had the mode's format (ok false: sql is "").
// A tag whose content is one fenced block gives the block's content.
func (e *Extractor) Extract(text string) (sql string, ok bool) {
	var s string
	switch e.mode {
	case ExtractRaw:
		s, ok = text, strings.TrimSpace(text) != ""
	case ExtractSolutionTag:
		// SkyRL-SQL's rule: exactly one solution block.
		if m := solutionTag.FindAllStringSubmatch(text, 2); len(m) == 1 {
			s, ok = unfence(m[0][1]), true
		}
	case ExtractAnswerTag:
		s, ok = lastGroup(answerTag, text)
		s = unfence(s)
	case ExtractSQLTag:
		s, ok = lastGroup(sqlTag, text)
		s = unfence(s)
	case ExtractLastCodeblock:
		s, ok = lastGroup(fence, text)
	case ExtractFirstCodeblk:
		if m := fence.FindStringSubmatch(text); m != nil {
			s, ok = m[1], true
		}
	default:
		if m := e.re.FindStringSubmatch(text); m != nil {
			s, ok = m[0], true
			if len(m) > 1 {
				s = m[1]
			}
		}
	}
	s = strings.TrimSpace(s)
	if s == "" {
		return "", false
	}
	return s, ok
}

// lastGroup is the first group of re's last match in text.
func lastGroup(re *regexp.Regexp, text string) (string, bool) {
	all := re.FindAllStringSubmatch(text, -1)
	if len(all) == 0 {
		return "", false
	}
	return all[len(all)-1][1], true
}

// unfence is the content of s when s is one fenced block, else s.
func unfence(s string) string {
	if m := wholeFence.FindStringSubmatch(s); m != nil {
		return m[1]
	}
	return s
}
