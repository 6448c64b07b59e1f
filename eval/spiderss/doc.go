// Package spiderss reads Spider-SS annotations (Gan et al., 2022) and joins
// them to a gold's questions, giving each question its sub-sentences, each
// with the clauses it asks for.
//
// The format, in short (see README.md for a worked example):
//
//   - question_md5 is the md5 of the question as the annotators' pipeline
//     saw it: tokenised, tokens joined by single spaces, lower-cased. That
//     pipeline also repaired some words (typos, plurals), so not every
//     question's md5 can be recomputed from Spider's text.
//   - question_type gives every token of that tokenised question a number;
//     a sub-sentence is a run of tokens with the same number, and a new one
//     also starts after a "." or "?" when the number is 0 or 1.
//   - match_link has one list per sub-sentence. A number n ≥ 0 points at
//     the n-th clause piece of the NatSQL structure, counted in this order:
//     each SELECT item, each WHERE element (conditions and their and / or /
//     except_ connectors), ORDER BY, LIMIT, UNION, INTERSECT, GROUP BY and
//     last NONE (the words ask for nothing). -1 marks the piece before it
//     as one whose column the words do not name. A string is a clause
//     written out by the annotators ("extra T.c", "group by T.c", "where …",
//     "order by … limit 1", "select …").
//   - NatSQL is the query in NatSQL, which has no FROM joins and no GROUP
//     BY of its own: the GROUP BY piece is named from the sql structure,
//     whose column numbers count a "table.*" column before each table's
//     columns and no global "*".
package spiderss
