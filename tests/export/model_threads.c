/* An exported model run from several threads at once, one handle each (the header's contract):
 * every thread's outputs must equal a single-threaded run's, bit for bit, on every repeat.
 *   cc model_threads.c -I DIR DIR/libmodel.a -lm -lpthread && ./a.out */
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model.h"

enum { kThreads = 3, kRepeats = 4 };

static float *input, *reference;

static void *worker(void *arg) {
  long failures = 0;
  model_model *m = model_create(NULL);
  float *out = malloc(sizeof(float) * MODEL_OUTPUT0_ELEMENTS);
  if (!m || !out) return (void *)1L;
  const void *in[1] = {input};
  void *outs[1] = {out};
  for (int r = 0; r < kRepeats; ++r) {
    memset(out, 0, sizeof(float) * MODEL_OUTPUT0_ELEMENTS);
    if (model_run(m, in, outs) != 0 || memcmp(out, reference, sizeof(float) * MODEL_OUTPUT0_ELEMENTS) != 0) ++failures;
  }
  model_destroy(m);
  free(out);
  (void)arg;
  return (void *)failures;
}

int main(void) {
  input = malloc(sizeof(float) * MODEL_INPUT0_ELEMENTS);
  reference = malloc(sizeof(float) * MODEL_OUTPUT0_ELEMENTS);
  for (long i = 0; i < MODEL_INPUT0_ELEMENTS; ++i) input[i] = (float)sin(0.001 * (double)i);
  if (model_infer(input, reference) != 0) {
    fprintf(stderr, "model_threads: %s\n", model_last_error());
    return 1;
  }
  pthread_t t[kThreads];
  for (int i = 0; i < kThreads; ++i) pthread_create(&t[i], NULL, worker, NULL);
  long failures = 0;
  for (int i = 0; i < kThreads; ++i) {
    void *r;
    pthread_join(t[i], &r);
    failures += (long)r;
  }
  printf("model_threads: %d threads x %d runs, %ld differed from the single-threaded run\n", kThreads, kRepeats,
         failures);
  return failures != 0;
}
