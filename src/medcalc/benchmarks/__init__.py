"""Benchmark adapters: parse each benchmark's features, recompute labels, grade, audit."""
