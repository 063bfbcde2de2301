// The templates of schedules/ (private): one function per file.
#pragma once

#include "ktune/schedule/Template.h"

namespace ktune::templates {

ScheduleTemplate matmul_cpu();
ScheduleTemplate dense_cpu();
ScheduleTemplate batch_matmul_cpu();
ScheduleTemplate softmax_cpu();
ScheduleTemplate layernorm_cpu();
ScheduleTemplate conv2d_cpu();
ScheduleTemplate depthwise_conv2d_cpu();
ScheduleTemplate generic_cpu();
// GPU targets (CUDA and ROCm).
ScheduleTemplate matmul_gpu();
ScheduleTemplate dense_gpu();
ScheduleTemplate batch_matmul_gpu();
ScheduleTemplate conv2d_gpu();
ScheduleTemplate softmax_gpu();
ScheduleTemplate layernorm_gpu();
ScheduleTemplate generic_gpu();

}  // namespace ktune::templates
